import Box from '@mui/material/Box';
import type { Deal } from '../../../../contract/catalog';

/**
 * A deal's product photo filling its square frame (the deal page, the hero). `size` is the
 * picture's own size in pixels, which reserves its space before it loads; `eager` fetches it first
 * when it is the page's main picture.
 */
export function ProductPhoto({
  product,
  size,
  eager,
  greyed = false,
}: {
  product: Pick<Deal['product'], 'image_url' | 'name'>;
  size: number;
  eager: boolean;
  /** An expired deal's photo loses its colour. */
  greyed?: boolean;
}) {
  return (
    <Box
      component="img"
      src={product.image_url}
      alt={product.name}
      width={size}
      height={size}
      fetchPriority={eager ? 'high' : 'auto'}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        filter: greyed ? 'grayscale(1)' : undefined,
      }}
    />
  );
}
