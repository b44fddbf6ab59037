import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { crashPoint } from '@rubrica/config';
import { LIBREOFFICE_INSTALL_HINT, type StorageWorkerConfig } from '../../storage.config.js';
import { InjectStorageConfig } from '../../storage-config.module.js';
import { writeLockedDownProfile } from './locked-down-profile.js';

export interface OfficeConversionInput {
  /** The document on local disk. */
  sourcePath: string;
  /** LibreOffice's import filter (see detectOfficeFormat). */
  importFilter: string;
  /** An empty folder that receives the PDF. */
  outputDir: string;
}

export type OfficeConversionResult =
  | { kind: 'converted'; pdfPath: string }
  | { kind: 'timeout' }
  /** LibreOffice ended without a PDF (it could not load the file); `detail` is its output. */
  | { kind: 'failed'; detail: string };

// At most this much of LibreOffice's output is kept for the logs.
const MAX_OUTPUT_CHARS = 4_000;

/**
 * Runs LibreOffice (`soffice --headless --convert-to pdf`) one document at a time per profile.
 * Two conversions sharing a profile fail silently, so each runs with a profile of its own, taken
 * from a pool that grows to the worker's concurrency and is reused (a new profile costs a slow
 * first start). Profiles are locked down (no network, no local links, no macros: see
 * locked-down-profile.ts). The pool lives in a folder of this process, removed at shutdown.
 */
@Injectable()
export class OfficeConverter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('OfficeConverter');
  private root: Promise<string> | undefined;
  private readonly idleProfiles: string[] = [];
  private profilesMade = 0;
  private readonly running = new Set<Promise<unknown>>();

  constructor(@InjectStorageConfig() private readonly config: StorageWorkerConfig) {}

  onModuleInit(): void {
    if (!this.available)
      this.logger.warn(
        `LibreOffice (soffice) was not found: office documents will not be converted to PDF; ${LIBREOFFICE_INSTALL_HINT}`,
      );
  }

  /** False on a machine without LibreOffice: office conversion is then the one feature missing. */
  get available(): boolean {
    return this.config.SOFFICE_PATH !== null;
  }

  /** A fresh folder for one job's files, inside this process's work folder. */
  async makeWorkDir(): Promise<string> {
    return mkdtemp(join(await this.rootDir(), 'job-'));
  }

  convertToPdf(input: OfficeConversionInput): Promise<OfficeConversionResult> {
    const conversion = this.convertWithProfile(input);
    this.running.add(conversion);
    void conversion.finally(() => this.running.delete(conversion)).catch(() => undefined);
    return conversion;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.running]);
    const root = this.root;
    this.root = undefined;
    if (root) await rm(await root, { recursive: true, force: true }).catch(() => undefined);
  }

  private rootDir(): Promise<string> {
    this.root ??= mkdir(this.config.CONVERSION_WORK_DIR, { recursive: true }).then(() =>
      mkdtemp(join(this.config.CONVERSION_WORK_DIR, 'rubrica-storage-')),
    );
    return this.root;
  }

  private async convertWithProfile(input: OfficeConversionInput): Promise<OfficeConversionResult> {
    let profile = this.idleProfiles.pop();
    if (!profile) {
      profile = join(await this.rootDir(), `profile-${++this.profilesMade}`);
      await writeLockedDownProfile(profile);
    }
    let result: OfficeConversionResult | undefined;
    try {
      result = await this.run(input, profile);
      return result;
    } finally {
      if (result && result.kind !== 'timeout') {
        this.idleProfiles.push(profile);
      } else {
        // A killed LibreOffice may leave its profile half-written: the next conversion gets a new one.
        await rm(profile, { recursive: true, force: true }).catch(() => undefined);
      }
    }
  }

  private async run(input: OfficeConversionInput, profile: string): Promise<OfficeConversionResult> {
    const soffice = this.config.SOFFICE_PATH;
    if (soffice === null) throw new Error(`LibreOffice is not installed: ${LIBREOFFICE_INSTALL_HINT}`);
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--invisible',
      '--norestore',
      '--nolockcheck',
      `--infilter=${input.importFilter}`,
      '--convert-to',
      'pdf:writer_pdf_Export',
      '--outdir',
      input.outputDir,
      input.sourcePath,
    ];
    const { timedOut, output } = await new Promise<{ timedOut: boolean; output: string }>(
      (resolve, reject) => {
        // Its own process group, so a timeout kills soffice.bin and not only the launcher script.
        const child = spawn(soffice, args, {
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
          // A small, fixed environment: LibreOffice keeps its state in the profile, nowhere else.
          env: { HOME: profile, TMPDIR: profile, PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' },
        });
        let output = '';
        const collect = (chunk: Buffer) => {
          if (output.length < MAX_OUTPUT_CHARS) output += chunk.toString('utf8');
        };
        child.stdout.on('data', collect);
        child.stderr.on('data', collect);
        child.once('spawn', () => crashPoint('conversion.mid-convert'));
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          killGroup(child.pid);
        }, this.config.CONVERSION_TIMEOUT_MS);
        child.once('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        child.once('close', () => {
          clearTimeout(timer);
          resolve({ timedOut, output: output.slice(0, MAX_OUTPUT_CHARS) });
        });
      },
    );
    if (timedOut) return { kind: 'timeout' };
    const expected = `${basename(input.sourcePath, extname(input.sourcePath))}.pdf`;
    // LibreOffice exits 0 even when it could not load the file: the PDF's presence is the answer.
    if (!(await readdir(input.outputDir)).includes(expected)) {
      this.logger.warn(`LibreOffice wrote no PDF: ${output.trim()}`);
      return { kind: 'failed', detail: output.trim() };
    }
    return { kind: 'converted', pdfPath: join(input.outputDir, expected) };
  }
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
