import { useState } from 'react';

import { initials } from '../lib/initials.js';
import styles from './avatar.module.css';

/**
 * A person's picture, or their initials when there is none (or it fails to load). Decorative:
 * whatever shows it names the person in text.
 */
export function Avatar({
  name,
  email,
  src,
  size = 36,
}: {
  name: string;
  email?: string;
  src?: string | null;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  return (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {src && !broken ? (
        <img className={styles.image} src={src} alt="" onError={() => setBroken(true)} />
      ) : (
        initials(name, email)
      )}
    </span>
  );
}
