import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Deal } from '../../../../contract/catalog';
import { Thumbnail } from '../../../components/thumbnail';
import { formatMoney, toCents } from '../../../lib/format';
import { searchTexts } from '../texts';
import type { SearchComboboxState } from '../use-search-combobox';

interface SearchSuggestionsProps {
  box: SearchComboboxState;
  listboxId: string;
  optionId: (index: number) => string;
}

/** The combobox's listbox: the suggested deals, then the option that opens the results page. */
export function SearchSuggestions({ box, listboxId, optionId }: SearchSuggestionsProps) {
  const { q, deals, suggestions, activeIndex } = box;
  return (
    <Paper
      elevation={8}
      hidden={!box.expanded}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 6px)',
        left: 0,
        // Wider than the field on a desktop, so product names are not cut short.
        right: { xs: 0, lg: 'auto' },
        width: { lg: 460 },
        zIndex: 'modal',
        borderRadius: '14px',
        overflow: 'hidden',
      }}
    >
      <Box
        component="ul"
        role="listbox"
        id={listboxId}
        aria-label={searchTexts.suggestionsLabel}
        aria-busy={suggestions.status === 'loading'}
        sx={{ listStyle: 'none', m: 0, p: 0.5 }}
      >
        {deals.map((deal, index) => (
          <Option
            key={deal.id}
            id={optionId(index)}
            selected={index === activeIndex}
            onChoose={() => box.choose(index)}
            onHover={() => box.setActive(index)}
          >
            <SuggestedDeal deal={deal} />
          </Option>
        ))}
        {q !== '' && (
          <Option
            id={optionId(deals.length)}
            selected={activeIndex === deals.length}
            onChoose={box.openResults}
            onHover={() => box.setActive(deals.length)}
          >
            <Typography sx={{ fontWeight: 600, color: 'primary.dark', px: 0.5 }}>
              {allResultsLabel(box)}
            </Typography>
          </Option>
        )}
      </Box>
    </Paper>
  );
}

function SuggestedDeal({ deal }: { deal: Deal }) {
  return (
    <>
      <Thumbnail
        src={deal.product.image_url}
        size={40}
        sx={{ borderRadius: '8px', bgcolor: 'grey.100' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 700 }}>
          {deal.product.name}
        </Typography>
        <Typography noWrap variant="body2" sx={{ color: 'text.secondary' }}>
          {deal.category.name} · {formatMoney(toCents(deal.group_deal_price))}
        </Typography>
      </Box>
    </>
  );
}

function allResultsLabel({ q, suggestions }: SearchComboboxState): string {
  if (suggestions.status === 'done' && suggestions.deals.length === 0) {
    return `${searchTexts.noSuggestions(q)} · ${searchTexts.seeAllResults(q)}`;
  }
  return suggestions.status === 'loading' ? searchTexts.searching : searchTexts.seeAllResults(q);
}

interface OptionProps {
  id: string;
  selected: boolean;
  onChoose: () => void;
  onHover: () => void;
  children: ReactNode;
}

function Option({ id, selected, onChoose, onHover, children }: OptionProps) {
  return (
    <Box
      component="li"
      role="option"
      id={id}
      aria-selected={selected}
      // Keeps the focus in the field, so choosing does not first close the list on blur.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseEnter={onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1,
        py: 0.75,
        borderRadius: '10px',
        cursor: 'pointer',
        bgcolor: selected ? 'primary.light' : 'transparent',
      }}
    >
      {children}
    </Box>
  );
}
