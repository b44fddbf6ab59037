import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { DataSource, type EntityManager } from 'typeorm';
import { contentImageBlobKey } from '../common/document-blob-key.util.js';
import { InjectBlobStore } from '../common/envelopes-tokens.js';
import type { ContentImage } from './content-form.js';

/** What one change to contents does with images: it stores new ones and lets old ones go. */
export interface ContentImageChanges {
  /** Stores the image under a new key of its document; the key is the content's value. */
  put(
    organizationId: string,
    document: { id: string; envelopeId: string },
    image: ContentImage,
  ): Promise<string>;
  /** The blob no row points at once the change is committed. */
  release(blobKey: string): void;
}

/**
 * Changes to sender contents, each in one transaction, and their images: an image stored by a
 * change that fails is removed (no row points at it), one a committed change let go of is removed
 * after the commit.
 */
@Injectable()
export class ContentImages {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async change<T>(change: (manager: EntityManager, images: ContentImageChanges) => Promise<T>): Promise<T> {
    const written: string[] = [];
    const released: string[] = [];
    const images: ContentImageChanges = {
      put: async (organizationId, document, image) => {
        const key = contentImageBlobKey(
          organizationId,
          document.envelopeId,
          document.id,
          randomUUID(),
          image.extension,
        );
        written.push(key);
        await this.blobs.put(key, image.bytes, { size: image.bytes.length, contentType: image.contentType });
        return key;
      },
      release: (blobKey) => {
        released.push(blobKey);
      },
    };
    let answer: T;
    try {
      answer = await this.dataSource.transaction((manager) => change(manager, images));
    } catch (error) {
      await removeBlobs(this.blobs, written);
      throw error;
    }
    await removeBlobs(this.blobs, released);
    return answer;
  }
}
