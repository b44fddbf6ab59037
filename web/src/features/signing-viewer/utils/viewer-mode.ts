/**
 * Who holds the viewer: a signed-in member (their saved signature is reused), a visitor through a
 * link (terms checkbox, sign-in offer afterwards), or an in-person signer on the sender's device
 * (drawn signatures only).
 */
export type ViewerMode = 'member' | 'public' | 'faceToFace';
