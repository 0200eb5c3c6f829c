import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useId } from 'react';
import { CloseIcon, PlainIcon } from '../../../components/icons';
import { visuallyHiddenClass } from '../../../components/visually-hidden';
import { SEARCH_QUERY_MAX_LENGTH } from '../search-params';
import { searchTexts } from '../texts';
import {
  onComboboxKeyDown,
  useSearchCombobox,
  type SearchComboboxState,
} from '../use-search-combobox';
import { searchGlyph } from './search-glyph';
import { SearchSuggestions } from './search-suggestions';

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
  const box = useSearchCombobox(initialQuery, onClose);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { expanded, suggestions } = box;

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        box.openResults();
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
        <SearchInput
          box={box}
          listboxId={listboxId}
          activeOptionId={expanded && box.activeIndex >= 0 ? optionId(box.activeIndex) : undefined}
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
      <SearchSuggestions box={box} listboxId={listboxId} optionId={optionId} />
    </Box>
  );
}

interface SearchInputProps {
  box: SearchComboboxState;
  listboxId: string;
  activeOptionId: string | undefined;
}

function SearchInput({ box, listboxId, activeOptionId }: SearchInputProps) {
  return (
    <InputBase
      autoFocus
      value={box.text}
      placeholder={searchTexts.placeholder}
      onChange={(event) => box.type(event.target.value)}
      onKeyDown={(event) => onComboboxKeyDown(event, box)}
      onBlur={() => box.setListOpen(false)}
      onFocus={() => box.setListOpen(true)}
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
        'aria-expanded': box.expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': activeOptionId,
      }}
    />
  );
}
