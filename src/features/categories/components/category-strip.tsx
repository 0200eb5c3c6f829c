import type { ReactNode } from 'react';
import type { Category } from '../../../../contract/catalog';
import { glyphs, PlainIcon } from '../../../components/icons';
import { useFeaturedCategories } from '../api/get-featured-categories';
import { sameFilter, type DealFilter } from '../deal-filter';
import { categoryTexts } from '../texts';
import styles from './category-strip.module.css';

interface CategoryStripProps {
  value: DealFilter;
  onChange: (filter: DealFilter) => void;
  /**
   * The featured categories when the page loads them with its data ('loading' until then, null
   * when that failed): a server-rendered home draws them in its first paint, so the strip never
   * grows under a shopper's finger. Left out, the strip asks for them itself.
   */
  featured?: Category[] | null | 'loading';
}

/**
 * All Deals, Expiring Soon and the first 8 featured categories (docs/product.md §2). Choosing one filters
 * the grid below without leaving the page; All Deals clears the filter.
 */
export function CategoryStrip({ value, onChange, featured: given }: CategoryStripProps) {
  const fetched = useFeaturedCategories(given === undefined);
  const featured = given === undefined ? fetched : loadedAs(given);
  const entries: { filter: DealFilter; label: string; icon: ReactNode }[] = [
    {
      filter: { kind: 'all' },
      label: categoryTexts.allDeals,
      icon: <PlainIcon path={glyphs.tag} />,
    },
    {
      filter: { kind: 'expiring' },
      label: categoryTexts.expiringSoon,
      icon: <PlainIcon path={glyphs.clock} />,
    },
  ];
  if (featured.status === 'success') {
    for (const category of featured.data) {
      entries.push({
        filter: { kind: 'category', categoryId: category.id, name: category.name },
        label: category.name,
        icon: category.image ? (
          <img
            className={styles.image}
            src={category.image}
            alt=""
            width={24}
            height={24}
            loading="lazy"
          />
        ) : (
          <PlainIcon path={glyphs.tag} />
        ),
      });
    }
  }

  return (
    <div role="group" aria-label={categoryTexts.stripLabel} className={styles.strip}>
      {entries.map(({ filter, label, icon }) => (
        <button
          key={filter.kind === 'category' ? filter.categoryId : filter.kind}
          type="button"
          className={styles.entry}
          aria-pressed={sameFilter(filter, value)}
          onClick={() => onChange(filter)}
        >
          {icon}
          {label}
        </button>
      ))}
      {featured.status === 'loading' &&
        Array.from({ length: 4 }, (_, i) => <span key={i} className={styles.placeholder} />)}
    </div>
  );
}

/** The page's own answer, read as the strip reads its own request's. */
function loadedAs(featured: Category[] | null | 'loading') {
  if (featured === 'loading') return { status: 'loading' } as const;
  return featured === null
    ? ({ status: 'error' } as const)
    : ({ status: 'success', data: featured } as const);
}
