import { UtensilsCrossed } from 'lucide-react';

/** The listing with no events at all (spec section 2). */
export function ExperiencesComingSoon() {
  return (
    <div className="rounded-3xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <UtensilsCrossed aria-hidden="true" className="mx-auto size-8 text-brand-500" />
      <h3 className="mt-4 font-serif text-2xl font-semibold text-ink">
        Transformative Experiences Coming Soon
      </h3>
      <p className="mx-auto mt-2 max-w-lg text-muted">
        New tables are being set. Check back soon for intimate dinners and the stories that come
        with them.
      </p>
    </div>
  );
}
