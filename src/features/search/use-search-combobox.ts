import { useNavigate } from '@tanstack/react-router';
import { useState, type KeyboardEvent } from 'react';
import type { Deal } from '../../../contract/catalog';
import { useSuggestions } from './use-suggestions';

/**
 * The search field's combobox state: the text, the suggestions for it, and which option is
 * highlighted (-1: none, the cursor is in the field).
 */
export function useSearchCombobox(initialQuery: string, onClose: () => void) {
  const [text, setText] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const suggestions = useSuggestions(text);
  const q = text.trim();
  const deals = suggestions.status === 'done' ? suggestions.deals : [];
  // The last option opens the results page, so a mouse or screen-reader user has it too.
  const optionCount = q === '' ? 0 : deals.length + 1;
  const expanded = listOpen && q !== '';

  const { openResults, choose } = useChoosing(q, deals, onClose);

  function type(next: string) {
    setText(next);
    setActive(-1);
    setListOpen(true);
  }

  function move(step: 1 | -1) {
    if (optionCount === 0) return;
    setListOpen(true);
    setActive((current) => nextActive(current, step, optionCount));
  }

  function enter() {
    if (expanded && active >= 0 && active < optionCount) choose(active);
    else openResults();
  }

  function escape() {
    if (expanded) {
      setListOpen(false);
      setActive(-1);
    } else onClose();
  }

  const activeIndex = active >= optionCount ? -1 : active;
  return {
    text,
    q,
    suggestions,
    deals,
    expanded,
    activeIndex,
    setActive,
    setListOpen,
    type,
    openResults,
    choose,
    move,
    enter,
    escape,
  };
}

/** Where choosing takes the shopper: a suggested deal, or the results page; the field closes. */
function useChoosing(q: string, deals: Deal[], onClose: () => void) {
  const navigate = useNavigate();

  function openResults() {
    if (q === '') return;
    onClose();
    void navigate({ to: '/search', search: { q } });
  }

  function choose(index: number) {
    const deal = deals[index];
    if (!deal) return openResults();
    onClose();
    void navigate({ to: '/deal/$encodedDealId', params: { encodedDealId: deal.encoded_id } });
  }

  return { openResults, choose };
}

export type SearchComboboxState = ReturnType<typeof useSearchCombobox>;

/** Positions 0..n-1 are the options and n is the field itself, so the arrows wrap through it. */
function nextActive(current: number, step: 1 | -1, optionCount: number): number {
  const from = current < 0 || current >= optionCount ? optionCount : current;
  const next = (from + step + optionCount + 1) % (optionCount + 1);
  return next === optionCount ? -1 : next;
}

/**
 * The field's keys: arrows move through the deals, Enter opens the highlighted deal or else the
 * results page, Escape closes the list and then the field.
 */
export function onComboboxKeyDown(event: KeyboardEvent, box: SearchComboboxState) {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    box.move(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    box.enter();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    box.escape();
  }
}
