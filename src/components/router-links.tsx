import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

/**
 * MUI components wrapped once with TanStack's createLink: they render real <a href> elements
 * (open in new tab, right-click and crawlers work) and keep the router's typed `to`/`params`.
 */
const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>(
  function ButtonAnchor(props, ref) {
    return <Button ref={ref} component="a" {...props} />;
  },
);
const CreatedButtonLink = createLink(ButtonAnchor);
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);

const IconButtonAnchor = forwardRef<HTMLAnchorElement, IconButtonProps<'a'>>(
  function IconButtonAnchor(props, ref) {
    return <IconButton ref={ref} component="a" {...props} />;
  },
);
const CreatedIconButtonLink = createLink(IconButtonAnchor);
export const IconButtonLink: LinkComponent<typeof IconButtonAnchor> = (props) => (
  <CreatedIconButtonLink preload="intent" {...props} />
);

const TextAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>(function TextAnchor(props, ref) {
  return <MuiLink ref={ref} {...props} />;
});
const CreatedTextLink = createLink(TextAnchor);
export const TextLink: LinkComponent<typeof TextAnchor> = (props) => (
  <CreatedTextLink preload="intent" {...props} />
);
