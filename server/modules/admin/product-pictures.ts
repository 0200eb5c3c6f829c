/** A product's pictures as the tables keep them: the card picture and the whole list. */
export type StoredPictures = { imageUrl: string; imageUrls: string[] };

/**
 * Every picture of a product in order, the card picture first. A product saved before products
 * had several pictures has an empty list and its one picture in `imageUrl`.
 */
export const picturesOf = ({ imageUrl, imageUrls }: StoredPictures): string[] =>
  imageUrls.length > 0 ? imageUrls : [imageUrl];

/**
 * What a save leaves a product's pictures as: `image_urls` replaces the list (its first is the
 * card picture); `image_url` alone replaces the card picture and keeps the others; neither
 * changes nothing (undefined). The contract refuses both at once.
 */
export function savedPictures(
  request: { image_url?: string; image_urls?: string[] },
  current: StoredPictures | null,
): StoredPictures | undefined {
  const others = current ? picturesOf(current).slice(1) : [];
  const list =
    request.image_urls ??
    (request.image_url === undefined
      ? undefined
      : [request.image_url, ...others.filter((url) => url !== request.image_url)]);
  const [first] = list ?? [];
  return list && first !== undefined ? { imageUrl: first, imageUrls: list } : undefined;
}
