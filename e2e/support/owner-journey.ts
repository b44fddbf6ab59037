import { mkdirSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { signedInPage } from './account-screens.js';
import type { BrowserClient } from './browser-client.js';
import { launchChromium } from './chromium.js';
import { startEnvelopeStack, type EnvelopeStack } from './envelope-stack.js';
import { signedInWithOrganization, type Account } from './identity-stack.js';
import { ensureFreshWebBuild } from './web-build.js';

export interface OwnerJourney {
  stack: EnvelopeStack;
  owner: BrowserClient;
  browser: Browser;
  /** The owner's page, in pt-BR, with their new organization selected. */
  page: Page;
}

/**
 * The start of an owner's browser journey over the whole stack: a fresh SPA build, the stack, an
 * owner signed up with an organization of `organization`, Chromium, and the owner's page (its
 * context kept in `contexts`, which endOwnerJourney closes). Shots go to `shots`.
 */
export async function startOwnerJourney(options: {
  stackName: string;
  shots: string;
  owner: Account;
  organization: string;
  contexts: BrowserContext[];
}): Promise<OwnerJourney> {
  ensureFreshWebBuild();
  mkdirSync(options.shots, { recursive: true });
  const stack = await startEnvelopeStack(options.stackName);
  const { browser: owner } = await signedInWithOrganization(stack, options.owner, options.organization);
  const browser = await launchChromium();
  const page = await signedInPage(browser, options.contexts, stack.url, owner, owner.organization!);
  return { stack, owner, browser, page };
}

/** Closes what startOwnerJourney (and the journey's own pages) opened, whatever started. */
export async function endOwnerJourney(journey: {
  contexts: readonly BrowserContext[];
  browser?: Browser;
  stack?: EnvelopeStack;
}): Promise<void> {
  for (const context of journey.contexts) await context.close().catch(() => undefined);
  await journey.browser?.close();
  await journey.stack?.stop();
}
