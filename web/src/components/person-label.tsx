import type { ReactNode } from 'react';

import { Avatar } from './avatar.js';

/**
 * A person in a list: their avatar, then their name over their e-mail (and whatever else the list
 * adds under them, as `children`). The classes are the list's own.
 */
export function PersonLabel({
  person,
  size,
  className,
  mutedClassName,
  children,
}: {
  person: { name: string; email: string; avatar?: string | null };
  size: number;
  className: string;
  mutedClassName: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Avatar name={person.name} email={person.email} src={person.avatar} size={size} />
      <span className={className}>
        <span>{person.name}</span>
        <span className={mutedClassName}>{person.email}</span>
        {children}
      </span>
    </>
  );
}
