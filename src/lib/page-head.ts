import type { JSX } from 'react';

/**
 * What each route puts in the document's head (its `head()` option): the title the tab and
 * screen readers announce, and the description search engines and link previews show.
 */

export const STORE_NAME = 'BOGO Together';

/** Home keeps the store's own name and promise as its title. */
export const HOME_TITLE = 'BOGO Together: group deals, better together';

export const STORE_DESCRIPTION =
  'Join group deals on BOGO Together: buy 1 get 1 free, buy 3 get 1 free and more. Team up with other shoppers, fill the group and everyone saves.';

/** The titles of the screens that are the same for everyone. */
export const screenTitles = {
  checkout: 'Checkout',
  orderConfirmation: 'Order confirmed',
  orders: 'My Orders',
  profile: 'My Profile',
  signIn: 'Sign in',
  updateCard: 'Update your card',
  guestOrder: 'Your order',
  deal: 'Deal',
  dealNotFound: 'Deal not found',
  poster: 'QR poster',
  category: 'Category',
  subcategory: 'Subcategory',
  search: 'Search',
} as const;

/** 'My Orders' -> 'My Orders · BOGO Together': the screen first, so a narrow tab still names it. */
export function pageTitle(screen: string): string {
  return `${screen} · ${STORE_NAME}`;
}

export type MetaTag = JSX.IntrinsicElements['meta'];

export type PageHead = {
  meta: MetaTag[];
  links?: JSX.IntrinsicElements['link'][];
  scripts?: JSX.IntrinsicElements['script'][];
};

/**
 * Structured data as a head script. JSON may hold `</script>` and `<!--` inside strings, which
 * would end or bend the script element: `<`, `>` and `&` are written as \u escapes (still the same
 * JSON), and so are U+2028/U+2029, which old parsers take for line ends.
 */
export function jsonLdScript(data: Record<string, unknown>): JSX.IntrinsicElements['script'] {
  return { type: 'application/ld+json', children: scriptSafeJson(data) };
}

/** `value` as JSON that cannot end or bend the inline script it is written into (see above). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A screen's title and description; the description defaults to the store's own. */
export function pageHead(title: string, description: string = STORE_DESCRIPTION): PageHead {
  return { meta: [{ title }, { name: 'description', content: description }] };
}

/** The head of one of the screens that are the same for everyone. */
export function screenHead(screen: keyof typeof screenTitles): PageHead {
  return pageHead(pageTitle(screenTitles[screen]));
}

export const homeHead = (): PageHead => pageHead(HOME_TITLE);

/** A category's or subcategory's page, named after it once it is known. */
export function listingHead(
  name: string | null | undefined,
  fallback: 'category' | 'subcategory',
): PageHead {
  if (!name) return screenHead(fallback);
  return pageHead(
    pageTitle(`${name} deals`),
    `${name} group deals on ${STORE_NAME}: team up with other shoppers, fill the group and everyone saves.`,
  );
}

/** The search page, named after what was searched for. */
export function searchHead(q: string): PageHead {
  return pageHead(q === '' ? pageTitle(screenTitles.search) : searchTitle(q));
}

export const searchTitle = (q: string): string => pageTitle(`Results for “${q}”`);

/** A description cut to what search results show (about 160 characters), at a word. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.trimEnd()}…`;
}

/**
 * The store's own address, for the absolute links share cards need: the one the server was
 * configured with when it renders the page, else the address the browser is at.
 */
export function storeOrigin(publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}
