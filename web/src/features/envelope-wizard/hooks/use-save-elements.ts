import { useState } from 'react';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
import {
  useContentsCreateMutation,
  useContentsOverriddenUpdateMutation,
  useContentsRemoveMutation,
  useContentsUpdateMutation,
  useFieldsCreateMutation,
  useFieldsRemoveMutation,
  useFieldsUpdateMutation,
} from '../api/wizard-api.js';
import { settingsErrors, type PlacedElement } from '../utils/element-rules.js';
import { contentBody, fieldBody } from '../utils/elements-from-envelope.js';
import type { usePlacedElements } from './use-placed-elements.js';

/**
 * Saves step 3: nothing while an element's settings are invalid (they are shown, the first one
 * selected); else removed elements deleted, then new ones created and changed ones updated. A
 * failure selects its element and is an alert.
 */
export function useSaveElements(
  envelopeId: string | undefined,
  placed: ReturnType<typeof usePlacedElements>,
) {
  const dispatch = useAppDispatch();
  const [showErrors, setShowErrors] = useState(false);
  const [createField] = useFieldsCreateMutation();
  const [updateField] = useFieldsUpdateMutation();
  const [removeField] = useFieldsRemoveMutation();
  const [createContent] = useContentsCreateMutation();
  const [updateContent] = useContentsUpdateMutation();
  const [updateImageContent] = useContentsOverriddenUpdateMutation();
  const [removeContent] = useContentsRemoveMutation();
  const { elements, setElements, setSelectedKey, deleted } = placed;
  const invalidElements = elements.filter((element) => Object.keys(settingsErrors(element)).length > 0);

  const remove = (envelopeId: string, { kind, documentId, id }: PlacedElement) =>
    kind === 'field'
      ? removeField({ envelopeId, documentId, fieldId: id! })
      : removeContent({ envelopeId, documentId, contentId: id! });

  /** Creates or updates the element; an image content's new image goes with it. */
  const put = (envelopeId: string, element: PlacedElement) => {
    const { documentId, id } = element;
    if (element.kind === 'field') {
      const body = fieldBody(element);
      return id
        ? updateField({ envelopeId, documentId, fieldId: id, body })
        : createField({ envelopeId, documentId, body });
    }
    const body = contentBody(element);
    const image = element.type === 'image' ? element.image : undefined;
    if (!id) return createContent({ envelopeId, documentId, body: { ...body, file: image } });
    return image
      ? updateImageContent({ envelopeId, documentId, contentId: id, body: { ...body, file: image } })
      : updateContent({ envelopeId, documentId, contentId: id, body });
  };

  const failed = (element: PlacedElement, error: unknown): false => {
    setSelectedKey(element.key);
    if (reportedByBaseQuery(error)) return false;
    const detail = Object.values(fieldErrorsOf(error)).flat()[0];
    dispatch(
      alertShown({
        kind: 'danger',
        messageKey: 'wizard.fields.saveError',
        values: { message: detail ?? errorMessageOf(error) ?? '' },
      }),
    );
    return false;
  };

  const save = async (): Promise<boolean> => {
    if (!envelopeId) return false;
    if (invalidElements.length > 0) {
      setShowErrors(true);
      setSelectedKey(invalidElements[0]!.key);
      return false;
    }
    for (const element of [...deleted.current]) {
      const result = await remove(envelopeId, element);
      if ('error' in result && statusOf(result.error) !== 404) return failed(element, result.error);
      deleted.current = deleted.current.filter((item) => item !== element);
    }
    for (const element of elements) {
      if (!element.dirty) continue;
      const result = await put(envelopeId, element);
      if ('error' in result) return failed(element, result.error);
      const id = element.id ?? result.data.id;
      setElements((current) =>
        current.map((item) =>
          item.key === element.key ? { ...item, id, dirty: false, image: undefined } : item,
        ),
      );
    }
    return true;
  };

  return { save, showErrors, invalidElements };
}
