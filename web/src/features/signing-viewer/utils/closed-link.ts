/** Whether a refusal came from a link that died meanwhile; when it did, the link's page explains it. */
export type ClosedLink = (error: unknown) => Promise<boolean>;
