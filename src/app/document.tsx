import { HeadContent, Scripts, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useShellTitle } from '../lib/use-shell-title';
import { HOME_TITLE, STORE_DESCRIPTION } from '../lib/page-head';

/** The head every page carries (index.html carries the same for the shell). */
export const documentHead = {
  meta: [
    { charSet: 'UTF-8' },
    { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    { title: HOME_TITLE },
    { name: 'description', content: STORE_DESCRIPTION },
    { name: 'color-scheme', content: 'light dark' },
  ],
  links: [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
    { rel: 'manifest', href: '/manifest.webmanifest' },
  ],
};

/**
 * The whole document of a server-rendered page: the route's head tags (titles, descriptions,
 * share tags, the built files to load) and, at the end of the body, the router's scripts that
 * hand the page's data to the browser. In the shell (index.html) the app renders into #root and
 * this is only its content.
 */
export function AppDocument({ children }: { children: ReactNode }) {
  const router = useRouter();
  const inShell = !router.options.context?.document;
  useShellTitle(inShell);
  if (inShell) return children;
  return (
    <html lang="en">
      <head>
        <HeadContent />
        {/* Two tags of one name, which the router's head tags would merge into one. */}
        <meta name="theme-color" content="#C2410C" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#15110E" media="(prefers-color-scheme: dark)" />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
