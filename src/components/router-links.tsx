import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

/**
 * MUI components wrapped once with TanStack's createLink: they render real <a href> elements
 * (open in new tab, right-click and crawlers work) and keep the router's typed `to`/`params`.
 * They preload on intent like every link of the app (the router's default). React 19 hands
 * `ref` on as a prop, so no forwardRef.
 */
function ButtonAnchor(props: ButtonProps<'a'>) {
  return <Button component="a" {...props} />;
}
export const ButtonLink = createLink(ButtonAnchor);

function IconButtonAnchor(props: IconButtonProps<'a'>) {
  return <IconButton component="a" {...props} />;
}
export const IconButtonLink = createLink(IconButtonAnchor);

export const TextLink = createLink((props: MuiLinkProps) => <MuiLink {...props} />);
