import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from '../../src/features/deals/components/hero-carousel';
import { dealTexts } from '../../src/features/deals/texts';
import { notePageSettled, notePageSettling } from '../../src/lib/page-settled';
import { makeDeal } from './fixtures';
import { renderWithRouter } from './render';

/** docs/product.md §9: the hero rotates every 5 seconds. */
const HERO_INTERVAL_MS = 5_000;

const sevenDeals = Array.from({ length: 7 }, (_, i) =>
  makeDeal({ id: 100 + i, title: `Deal number ${i + 1}` }),
);

function currentSlide() {
  return screen.getByRole('group', { name: /of/ });
}

async function showCarousel(deals = sevenDeals) {
  await renderWithRouter(<HeroCarousel status="success" deals={deals} />);
  expect(screen.getByRole('heading', { name: 'Deal number 1' })).toBeTruthy();
}

describe('hero carousel', () => {
  it('shows a loading spinner while the deals load', async () => {
    await renderWithRouter(<HeroCarousel status="loading" deals={[]} />);
    expect(await screen.findByRole('progressbar', { name: dealTexts.heroLoading })).toBeTruthy();
  });

  it('shows at most 5 of the active deals', async () => {
    await showCarousel();
    expect(currentSlide().getAttribute('aria-label')).toBe('1 of 5');
    expect(screen.getAllByRole('button', { name: /^Show deal \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: dealTexts.goToSlide(6) })).toBeNull();
  });

  it('advances to the next deal every 5 seconds and wraps around after the last', async () => {
    vi.useFakeTimers();
    await showCarousel();
    for (let n = 2; n <= 5; n += 1) {
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
      expect(screen.queryByRole('heading', { name: `Deal number ${n}` })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('heading', { name: `Deal number ${n}` })).toBeTruthy();
    }
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(screen.getByRole('heading', { name: 'Deal number 1' })).toBeTruthy();
  });

  it('steps back and forth with the arrows, wrapping at both ends', async () => {
    await showCarousel();
    fireEvent.click(screen.getByRole('button', { name: dealTexts.previousSlide }));
    expect(screen.getByRole('heading', { name: 'Deal number 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: dealTexts.nextSlide }));
    fireEvent.click(screen.getByRole('button', { name: dealTexts.nextSlide }));
    expect(screen.getByRole('heading', { name: 'Deal number 2' })).toBeTruthy();
  });

  it('jumps to a deal from its dot', async () => {
    await showCarousel();
    fireEvent.click(screen.getByRole('button', { name: dealTexts.goToSlide(4) }));
    expect(screen.getByRole('heading', { name: 'Deal number 4' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: dealTexts.goToSlide(4) }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('holds still while the shopper points at it', async () => {
    vi.useFakeTimers();
    await showCarousel();
    fireEvent.mouseEnter(screen.getByRole('region', { name: dealTexts.heroRegionLabel }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(screen.getByRole('heading', { name: 'Deal number 1' })).toBeTruthy();
  });

  it('holds the first deal while a server-rendered page settles, then turns every 5 seconds', async () => {
    vi.useFakeTimers();
    notePageSettling();
    try {
      await showCarousel();
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
      expect(screen.getByRole('heading', { name: 'Deal number 1' })).toBeTruthy();
      act(() => notePageSettled());
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
      expect(screen.getByRole('heading', { name: 'Deal number 2' })).toBeTruthy();
    } finally {
      notePageSettled();
    }
  });

  it("opens the deal page from each slide's Join This Deal button", async () => {
    await showCarousel();
    const join = within(currentSlide()).getByRole('link', {
      name: new RegExp(`^${dealTexts.joinThisDeal}`),
    });
    expect(join.getAttribute('href')).toBe(`/deal/${sevenDeals[0]?.encoded_id}`);
  });

  it('shows the empty headline and text when there are no deals', async () => {
    await renderWithRouter(<HeroCarousel status="success" deals={[]} />);
    expect(await screen.findByRole('heading', { name: dealTexts.heroEmptyHeadline })).toBeTruthy();
    expect(screen.getByText(dealTexts.heroEmptyText)).toBeTruthy();
    expect(screen.queryByRole('button', { name: dealTexts.nextSlide })).toBeNull();
  });

  it('shows the same empty state when the deals failed to load', async () => {
    await renderWithRouter(<HeroCarousel status="error" deals={[]} />);
    expect(await screen.findByRole('heading', { name: dealTexts.heroEmptyHeadline })).toBeTruthy();
    expect(screen.getByText(dealTexts.heroEmptyText)).toBeTruthy();
  });
});
