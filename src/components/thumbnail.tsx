import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A product's small picture beside its name, decorative (alt=""): the name next to it says what
 * it is. `size` in pixels reserves its square before it loads; `sx` may scale it per breakpoint.
 */
export function Thumbnail({
  src,
  size,
  lazy = false,
  sx,
}: {
  src: string;
  size: number;
  /** Below the fold: loaded only when scrolled near. */
  lazy?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      sx={[
        { width: size, height: size, objectFit: 'cover', flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
