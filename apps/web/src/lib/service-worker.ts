/** Offline support is off: any service worker left by an earlier build is unregistered. */
export async function unregisterServiceWorkers(nav: Navigator = navigator): Promise<number> {
  if (!('serviceWorker' in nav)) return 0;
  try {
    const registrations = await nav.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    return registrations.length;
  } catch (err) {
    console.warn('Could not unregister service workers', err);
    return 0;
  }
}
