import type { DemoData } from '../api/demo-data';
import type { Dashboard } from '../api/get-dashboard';
import { SelectInput } from '../../../components/form-controls';
import { formatDuration, formatRate } from '../format';
import { formatMoney } from '../money';
import { PERIODS, type Period } from '../periods';
import { adminTexts } from '../texts';
import { DashboardCharts } from './dashboard-charts';
import { DealsToWatch } from './deals-to-watch';
import { DemoDataPanel } from './demo-data-panel';
import { FigureCards } from './figures';
import { ScreenHeader, TwoColumns } from './screen-parts';

interface DashboardScreenProps {
  dashboard: Dashboard;
  demo: DemoData;
  onDemoRemoved: () => void;
  period: Period;
  onPeriod: (period: Period) => void;
  /** Whether the operator's role may open a deal's groups, which the deals to watch link to. */
  linkDeals?: boolean;
}

/** The period's numbers as the database has them, over time, and the deals to act on. */
export function DashboardScreen({
  dashboard,
  demo,
  onDemoRemoved,
  period,
  onPeriod,
  linkDeals = true,
}: DashboardScreenProps) {
  const figures = [
    { label: adminTexts.grossSales, value: formatMoney(dashboard.gross_sales_cents) },
    { label: adminTexts.ordersPlaced, value: String(dashboard.orders) },
    { label: adminTexts.groupsFilled, value: String(dashboard.groups_filled) },
    {
      label: adminTexts.fillRate,
      value: dashboard.fill_rate === null ? adminTexts.notYet : formatRate(dashboard.fill_rate),
    },
    {
      label: adminTexts.medianToFill,
      value:
        dashboard.median_seconds_to_fill === null
          ? adminTexts.notYet
          : formatDuration(dashboard.median_seconds_to_fill),
    },
    {
      label: adminTexts.refunds,
      value: formatMoney(dashboard.refunds_cents),
      detail: adminTexts.refundsCount(dashboard.refunds_count),
    },
    { label: adminTexts.subscriberCount, value: String(dashboard.subscribers) },
  ];
  return (
    <>
      <ScreenHeader
        title={adminTexts.dashboard}
        actions={
          <SelectInput
            label={adminTexts.period}
            value={period}
            onChange={(event) => onPeriod(Number(event.target.value) as Period)}
            containerSx={{ minWidth: 200 }}
          >
            {PERIODS.map((days) => (
              <option key={days} value={days}>
                {adminTexts.periods[days]}
              </option>
            ))}
          </SelectInput>
        }
      />
      <DemoDataPanel demo={demo} onRemoved={onDemoRemoved} />
      <FigureCards
        figures={figures}
        columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      />
      <DashboardCharts days={dashboard.by_day} />
      <TwoColumns from="md" sx={{ mt: 3 }}>
        <DealsToWatch
          title={adminTexts.closestToFilling}
          deals={dashboard.closest_to_filling}
          linked={linkDeals}
        />
        <DealsToWatch
          title={adminTexts.closestToExpiring}
          deals={dashboard.closest_to_expiring}
          linked={linkDeals}
        />
      </TwoColumns>
    </>
  );
}
