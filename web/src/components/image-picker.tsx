import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import form from './form.module.css';

/**
 * A label that opens the file chooser for an image. A file `problemOf` refuses shows its text under
 * the label; an accepted one goes to `crop` until that closes, drawn over the whole page (out of a
 * sliding drawer on narrow screens).
 */
export function ImagePicker({
  label,
  labelClassName,
  accept,
  problemOf,
  crop,
}: {
  label: ReactNode;
  labelClassName: string;
  accept: string;
  problemOf: (file: File) => string | null;
  crop: (image: string, close: () => void) => ReactNode;
}) {
  const id = useId();
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        type="file"
        id={id}
        accept={accept}
        className="visually-hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const found = problemOf(file);
          setProblem(found);
          if (!found) setImage(URL.createObjectURL(file));
        }}
      />
      {problem && (
        <p role="alert" className={form.fieldError}>
          {problem}
        </p>
      )}
      {image &&
        createPortal(
          crop(image, () => setImage(null)),
          document.body,
        )}
    </>
  );
}
