import Box from '@mui/material/Box';
import { FAVOURITE_CATEGORIES } from '../../../../contract/constants';
import type { FavouriteCategory } from '../../../../contract/profile';
import { CheckIcon } from '../../../components/icons';
import { visuallyHidden } from '../../../components/visually-hidden';

interface CategoryPickerProps {
  legend: string;
  chosen: readonly FavouriteCategory[];
  onToggle: (category: FavouriteCategory) => void;
}

/**
 * docs/product.md §5's favourite categories as chips that are real checkboxes underneath: one tab stop
 * each, Space toggles, and a screen reader hears "Sports, checkbox, checked".
 */
export function CategoryPicker({ legend, chosen, onToggle }: CategoryPickerProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {FAVOURITE_CATEGORIES.map((category) => (
          <CategoryChip
            key={category}
            category={category}
            checked={chosen.includes(category)}
            onToggle={onToggle}
          />
        ))}
      </Box>
    </Box>
  );
}

interface CategoryChipProps {
  category: FavouriteCategory;
  checked: boolean;
  onToggle: (category: FavouriteCategory) => void;
}

function CategoryChip({ category, checked, onToggle }: CategoryChipProps) {
  return (
    <Box
      component="label"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 44,
        px: 2,
        borderRadius: 999,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'primary.main' : 'background.paper',
        color: checked ? 'primary.contrastText' : 'text.primary',
        fontWeight: 600,
        cursor: 'pointer',
        userSelect: 'none',
        transition: 'background-color 120ms, border-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:has(input:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(category)}
        // Invisible but covering the whole chip: a tap anywhere on it is a tap on the box.
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          m: 0,
          opacity: 0,
          cursor: 'pointer',
        }}
      />
      {checked && <CheckIcon sx={{ fontSize: 18 }} />}
      {category}
    </Box>
  );
}
