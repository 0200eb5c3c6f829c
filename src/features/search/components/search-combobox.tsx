import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { CloseIcon, PlainIcon } from '../../../components/icons';
import { Thumbnail } from '../../../components/thumbnail';
import { visuallyHiddenClass } from '../../../components/visually-hidden';
import { formatMoney, toCents } from '../../../lib/format';
import { SEARCH_QUERY_MAX_LENGTH } from '../search-params';
import { searchTexts } from '../texts';
import { useSuggestions } from '../use-suggestions';
import { searchGlyph } from './search-glyph';

interface SearchComboboxProps {
  /** Called when the shopper is done: a suggestion or the results page was opened, or Close. */
  onClose: () => void;
  initialQuery?: string;
}

/**
 * The search field with suggestions as the shopper types (ARIA combobox with a listbox popup):
 * arrows move through the deals, Enter opens the highlighted deal or else the results page,
 * Escape closes the list and then the field.
 */
export function SearchCombobox({ onClose, initialQuery = '' }: SearchComboboxProps) {
  const [text, setText] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const navigate = useNavigate();
  const suggestions = useSuggestions(text);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const q = text.trim();
  const deals = suggestions.status === 'done' ? suggestions.deals : [];
  // The last option opens the results page, so a mouse or screen-reader user has it too.
  const optionCount = q === '' ? 0 : deals.length + 1;
  const expanded = listOpen && q !== '';

  function openResults() {
    if (q === '') return;
    onClose();
    void navigate({ to: '/search', search: { q } });
  }

  function choose(index: number) {
    const deal = deals[index];
    if (!deal) return openResults();
    onClose();
    void navigate({
      to: '/deal/$encodedDealId',
      params: { encodedDealId: deal.encoded_id },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (optionCount === 0) return;
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions 0..n-1 are the options and n is the field itself, so the arrows wrap through it.
      setActive((current) => {
        const from = current < 0 || current >= optionCount ? optionCount : current;
        const next = (from + step + optionCount + 1) % (optionCount + 1);
        return next === optionCount ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0 && active < optionCount) choose(active);
      else openResults();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setListOpen(false);
        setActive(-1);
      } else onClose();
    }
  }

  const activeIndex = active >= optionCount ? -1 : active;

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        openResults();
      }}
      sx={{ position: 'relative', width: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1.5,
          pr: 0.5,
          height: 44,
          borderRadius: '12px',
          border: 2,
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
        }}
      >
        <PlainIcon path={searchGlyph} />
        <InputBase
          autoFocus
          value={text}
          placeholder={searchTexts.placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListOpen(false)}
          onFocus={() => setListOpen(true)}
          sx={{
            flexGrow: 1,
            fontSize: '1rem',
            // The field has its own Close button; the browser's clear button would be a second x.
            '& input::-webkit-search-cancel-button': { display: 'none' },
          }}
          inputProps={{
            role: 'combobox',
            type: 'search',
            enterKeyHint: 'search',
            maxLength: SEARCH_QUERY_MAX_LENGTH,
            autoComplete: 'off',
            spellCheck: false,
            'aria-label': searchTexts.fieldLabel,
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listboxId,
            'aria-activedescendant':
              expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
          }}
        />
        <IconButton size="small" aria-label={searchTexts.closeSearch} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <p role="status" className={visuallyHiddenClass}>
        {expanded && suggestions.status === 'done'
          ? searchTexts.suggestionCount(suggestions.deals.length)
          : ''}
      </p>
      <Paper
        elevation={8}
        hidden={!expanded}
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
              onChoose={() => choose(index)}
              onHover={() => setActive(index)}
            >
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
            </Option>
          ))}
          {q !== '' && (
            <Option
              id={optionId(deals.length)}
              selected={activeIndex === deals.length}
              onChoose={openResults}
              onHover={() => setActive(deals.length)}
            >
              <Typography sx={{ fontWeight: 600, color: 'primary.dark', px: 0.5 }}>
                {suggestions.status === 'done' && suggestions.deals.length === 0
                  ? `${searchTexts.noSuggestions(q)} · ${searchTexts.seeAllResults(q)}`
                  : suggestions.status === 'loading'
                    ? searchTexts.searching
                    : searchTexts.seeAllResults(q)}
              </Typography>
            </Option>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function Option({
  id,
  selected,
  onChoose,
  onHover,
  children,
}: {
  id: string;
  selected: boolean;
  onChoose: () => void;
  onHover: () => void;
  children: ReactNode;
}) {
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
