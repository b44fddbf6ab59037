/**
 * Where the signer is, for the signature page. Spec §8: a geolocation failure is ignored, so this
 * never fails and gives up after a few seconds.
 */
export const currentPosition = (): Promise<{ latitude?: number; longitude?: number }> =>
  new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve({});
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve({}),
      { timeout: 5000, maximumAge: 60_000 },
    );
  });
