import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { DocumentEntity } from './document.entity.js';
import { FieldType } from './domain/envelope-vocabulary.js';
import { addFieldError, fieldCodesOf, type FieldIssue } from './domain/field-errors.js';
import { fieldPlacementRule } from './domain/field-rules.js';
import type { StoredTextTag } from './domain/stored-text-tag.js';
import { ELEMENT_LIMITS, fieldErrors, type FieldDraft } from './element-rules.js';
import type { EnvelopeEntity } from './envelope.entity.js';
import { FieldEntity } from './field.entity.js';
import { recipientsOfEnvelope } from './envelope-parts.store.js';
import type { RecipientEntity } from './recipient.entity.js';

/** Titles for the types that need one when the tag gives none (section 5). */
const DEFAULT_TITLES: Partial<Record<FieldType, string>> = {
  [FieldType.Text]: 'Text',
  [FieldType.Checkbox]: 'Checkbox',
};

/**
 * Turns the envelope's waiting text tags into fields of the recipients their slots name (issue 16,
 * item 4), under the rules a field placed through the API follows (fieldErrors, fieldPlacementRule).
 * A tag whose slot names no recipient yet waits for one to be added or renumbered; one whose field
 * would break a rule keeps the reason in `problem` and is tried again on the next change. Run inside
 * the caller's transaction, with the envelope locked. Returns the fields it created.
 */
export async function placeTextTags(
  manager: EntityManager,
  envelope: EnvelopeEntity,
  documents?: DocumentEntity[],
): Promise<FieldEntity[]> {
  const candidates =
    documents ??
    (await manager.find(DocumentEntity, { where: { envelopeId: envelope.id, conversionStatus: IsNull() } }));
  const waiting = candidates.filter((document) => document.textTags.some((tag) => !tag.field_id));
  if (!waiting.length) return [];
  const recipients = await recipientsOfEnvelope(manager, envelope.id);
  const created: FieldEntity[] = [];
  for (const document of waiting) {
    let changed = false;
    for (const tag of document.textTags) {
      if (tag.field_id) continue;
      const recipient = recipientOf(tag, recipients);
      const found = recipient ? fieldProblem(tag, document, recipient, recipients, envelope) : null;
      const problem = found?.message ?? null;
      if (recipient && !problem) {
        const field = manager.create(FieldEntity, {
          id: randomUUID(),
          documentId: document.id,
          recipientId: recipient.id,
          ...draftOf(tag, document),
          name: null,
          isRequired: tag.required,
        });
        await manager.insert(FieldEntity, field);
        created.push(field);
        tag.field_id = field.id;
      }
      changed ||= tag.problem !== problem || tag.field_id !== null;
      tag.problem = problem;
      tag.problem_code = found?.issue ?? null;
    }
    if (changed) await manager.update(DocumentEntity, { id: document.id }, { textTags: document.textTags });
  }
  if (!created.length) return [];
  return manager.find(FieldEntity, { where: created.map((field) => ({ id: field.id })) });
}

/**
 * `rN`: the recipient whose routing order is N, or, while no order is set, the N-th in the list
 * (the wizard numbers recipients only when the order is enforced, section 5). A label: the recipient
 * added with it.
 */
function recipientOf(tag: StoredTextTag, recipients: RecipientEntity[]): RecipientEntity | undefined {
  const { slot } = tag;
  if ('label' in slot) return recipients.find((recipient) => recipient.tagLabel === slot.label);
  const ordered = recipients.find((recipient) => recipient.routingOrder === slot.order);
  if (ordered) return ordered;
  return recipients.every((recipient) => recipient.routingOrder === null)
    ? recipients[slot.order - 1]
    : undefined;
}

function fieldProblem(
  tag: StoredTextTag,
  document: DocumentEntity,
  recipient: RecipientEntity,
  recipients: RecipientEntity[],
  envelope: EnvelopeEntity,
): { message: string; issue: FieldIssue | null } | null {
  const errors = fieldErrors(draftOf(tag, document), document);
  const rule = fieldPlacementRule({
    fieldType: tag.type,
    recipientType: recipient.type,
    recipientIndex: recipients.indexOf(recipient),
    recipientCount: recipients.length,
    isPdfa: envelope.metadata?.type?.pdfa === true,
  });
  if (rule) addFieldError(errors, 'type', rule);
  const [field] = Object.keys(errors);
  const message = field ? errors[field]?.[0] : undefined;
  if (field === undefined || message === undefined) return null;
  return { message, issue: fieldCodesOf(errors)?.[field]?.[0] ?? null };
}

/**
 * The size the wizard gives a signature or initials field when it is dropped (web
 * envelope-wizard/utils/element-rules.ts, defaultSizePoints): a tag is only as tall as its text, too
 * short to sign in, so these fields are at least this big.
 */
const SIGNING_FIELD_POINTS: Partial<Record<FieldType, { width: number; height: number }>> = {
  [FieldType.Signature]: { width: 160, height: 56 },
  [FieldType.Initial]: { width: 60, height: 40 },
};

/**
 * The field a tag asks for, over the tag's box: widened to the minimum field width when the tag is
 * narrower (kept on the page, its left edge moved left when the page ends first). A signature or
 * initials field is also raised to the wizard's size, standing on the tag's bottom edge (the line
 * a sender writes the tag on) and moved down when the page's top comes first.
 */
function draftOf(tag: StoredTextTag, document: DocumentEntity): FieldDraft {
  const page = document.pageSizes[tag.page - 1];
  const signing = SIGNING_FIELD_POINTS[tag.type];
  const minPoints = Math.max(
    tag.type === FieldType.Initial ? ELEMENT_LIMITS.minSizeInitial : ELEMENT_LIMITS.minSize,
    signing?.width ?? 0,
  );
  const width = Math.min(1, Math.max(tag.box.width, page?.width ? minPoints / page.width : 0));
  const x = Math.max(0, Math.min(tag.box.x_axis, 1 - width));
  const height = Math.min(
    1,
    Math.max(tag.box.height, signing && page?.height ? signing.height / page.height : 0),
  );
  const y = Math.max(0, Math.min(tag.box.y_axis + tag.box.height - height, 1 - height));
  return {
    type: tag.type,
    title: tag.title ?? DEFAULT_TITLES[tag.type] ?? null,
    value: tag.type === FieldType.Date ? (tag.value ?? new Date().toISOString().slice(0, 10)) : null,
    options: null,
    widgets: [{ page: tag.page, x_axis: x, y_axis: y, width, height }],
  };
}
