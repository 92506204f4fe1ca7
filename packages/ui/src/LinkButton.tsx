import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A real link (an <a href>, so middle-click and "copy link" work) that looks like an antd
 * button and navigates inside the app without a page reload.
 */
export function LinkButton({
  to,
  children,
  ...props
}: { to: string; children: ReactNode } & Omit<ButtonProps, 'href' | 'onClick'>) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button {...props} href={href} onClick={handleClick}>
      {children}
    </Button>
  );
}
