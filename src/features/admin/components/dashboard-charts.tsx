import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardDay } from '../../../../contract/admin-console';
import { formatMoney } from '../money';
import { adminTexts } from '../texts';
import { Section } from './screen-parts';

const HEIGHT = 260;

/** Sales, orders and filled groups by day. The figures above carry the same numbers as text. */
export function DashboardCharts({ days }: { days: DashboardDay[] }) {
  const dates = days.map((day) => day.date.slice(5));
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      <Section title={adminTexts.salesOverTime}>
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: dates }]}
          yAxis={[{ valueFormatter: (cents: number) => formatMoney(cents), width: 72 }]}
          series={[
            {
              data: days.map((day) => day.gross_sales_cents),
              label: adminTexts.grossSales,
              valueFormatter: (cents) => formatMoney(cents ?? 0),
              area: true,
              showMark: false,
            },
          ]}
        />
      </Section>
      <Section title={adminTexts.ordersOverTime}>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: dates }]}
          series={[
            { data: days.map((day) => day.orders), label: adminTexts.ordersPlaced },
            { data: days.map((day) => day.groups_filled), label: adminTexts.groupsFilled },
          ]}
        />
      </Section>
    </Box>
  );
}
