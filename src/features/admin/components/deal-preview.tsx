import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Pill } from '../../../components/pill';
import { formatPercentOff, percentOff } from '../../../lib/format';
import { dollarsToCents, formatMoney } from '../money';
import type { DealDraft } from '../deal-draft';
import { deriveTerms } from '../deal-type-draft';
import { adminTexts } from '../texts';

/**
 * The price, size and badge the shopper's card will show: "buy X get Y free" derives them from
 * its type (docs/decisions/0036-deal-types-split-to-the-cent.md), a group price from the boxes.
 */
function previewTerms(draft: DealDraft, regular: number | null) {
  if (draft.dealType === 'buy_x_get_y') {
    const derived = deriveTerms(draft, regular);
    if (derived.kind === 'problem')
      return {
        group: null,
        size: Number(draft.buyUnits) + Number(draft.freeUnits) || 0,
        badge: null,
      };
    return {
      group: regular === null ? null : derived.priceCents,
      size: derived.size,
      badge: adminTexts.buyXGetYFree(derived.buy, derived.free),
    };
  }
  const group = dollarsToCents(draft.groupPrice);
  const percent = regular && group !== null ? percentOff(null, regular, group) : null;
  return {
    group,
    size: Number(draft.groupSize) || 0,
    badge: percent !== null && percent > 0 ? formatPercentOff(percent) : null,
  };
}

/**
 * The deal as a shopper's card will show it, from the form as it is typed. The storefront's own
 * card belongs to the deals feature, which the console may not import: this is its likeness.
 */
export function DealPreview({ draft, categoryName }: { draft: DealDraft; categoryName: string }) {
  const regular = dollarsToCents(draft.regularPrice);
  const { group, size, badge } = previewTerms(draft, regular);
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-label={adminTexts.previewLabel}
      sx={{ m: 0, borderRadius: '20px', overflow: 'hidden', maxWidth: 340 }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'primary.light' }}>
        {draft.imageUrls[0] && (
          <Box
            component="img"
            src={draft.imageUrls[0]}
            alt={adminTexts.imageAlt(draft.productName || draft.title)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        {badge !== null && (
          <Box sx={{ position: 'absolute', top: 12, left: 12 }}>
            <Pill tone="primary">{badge}</Pill>
          </Box>
        )}
      </Box>
      <Box component="figcaption" sx={{ p: 2, display: 'grid', gap: 0.75 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {categoryName}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.3 }}>
          {draft.title || adminTexts.dealTitle}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', color: 'primary.main' }}>
            {group !== null ? formatMoney(group) : '$—'}
          </Typography>
          {regular !== null && (
            <Typography sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
              {formatMoney(regular)}
            </Typography>
          )}
        </Box>
        <LinearProgress
          variant="determinate"
          value={0}
          aria-hidden
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2">{adminTexts.unitsOf(0, size)}</Typography>
      </Box>
    </Paper>
  );
}
