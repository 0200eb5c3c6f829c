import type { ReactNode } from 'react';
import { glyphs, PlainIcon } from '../../../components/icons';
import { useFeaturedCategories } from '../api/get-featured-categories';
import { sameFilter, type DealFilter } from '../deal-filter';
import { categoryTexts } from '../texts';
import styles from './category-strip.module.css';

interface CategoryStripProps {
  value: DealFilter;
  onChange: (filter: DealFilter) => void;
}

/**
 * All Deals, Expiring Soon and the first 8 featured categories (SPEC 2). Choosing one filters
 * the grid below without leaving the page; All Deals clears the filter.
 */
export function CategoryStrip({ value, onChange }: CategoryStripProps) {
  const featured = useFeaturedCategories();
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
