/** The platform's best-effort blob removal, under the name this service's modules import. */
export { removeBlobs } from '@rubrica/service-kit/remove-blobs';
