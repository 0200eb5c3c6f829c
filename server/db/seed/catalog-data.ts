import type { SeedCategory } from './catalog-types.ts';
import { beauty } from './catalog/beauty.ts';
import { booksAndStationery } from './catalog/books-and-stationery.ts';
import { electronics } from './catalog/electronics.ts';
import { fashion } from './catalog/fashion.ts';
import { foodAndDrink } from './catalog/food-and-drink.ts';
import { homeAndLiving } from './catalog/home-and-living.ts';
import { outdoors } from './catalog/outdoors.ts';
import { pets } from './catalog/pets.ts';
import { sports } from './catalog/sports.ts';
import { toysAndGames } from './catalog/toys-and-games.ts';

/** The demo store, in menu order; each category lives in its own file under `catalog/`. */
export const catalogue: readonly SeedCategory[] = [
  electronics,
  fashion,
  homeAndLiving,
  beauty,
  sports,
  foodAndDrink,
  toysAndGames,
  booksAndStationery,
  pets,
  outdoors,
];

export const catalogueCounts = {
  categories: catalogue.length,
  subcategories: catalogue.reduce((sum, category) => sum + category.subcategories.length, 0),
  deals: catalogue.reduce((sum, category) => sum + category.deals.length, 0),
};
