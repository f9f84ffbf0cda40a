import { Controller } from 'react-hook-form';
import { Switch } from '@/components/ui/switch.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';

/** 'Request to join' (decision 068): guests ask, the host approves each; cards are charged then. */
export function RequestToJoinField({ form }: { form: EventFormApi }) {
  return (
    <Controller
      control={form.control}
      name="requiresApproval"
      render={({ field }) => (
        <Switch
          label="Request to join"
          description="Guests send a request with their answers and you approve each one. A card is only charged when you approve."
          checked={field.value === true}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
