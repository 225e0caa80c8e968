import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { parseHours } from '../admin-format';

/**
 * An hours field with its action button. Input below `min` never reaches the server: the spec's message shows as
 * an 'Invalid Value' toast instead.
 */
export function HoursForm(props: {
  label: string;
  defaultHours: number;
  min: number;
  invalidMessage: string;
  buttonLabel: string;
  pending?: boolean;
  variant?: 'default' | 'destructive' | 'outline';
  onSubmit: (hours: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(props.defaultHours));
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const hours = parseHours(text, props.min);
        if (hours === null) {
          toast({ title: 'Invalid Value', description: props.invalidMessage, variant: 'destructive' });
          return;
        }
        props.onSubmit(hours);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{props.label}</Label>
        <Input
          id={id}
          type="number"
          min={props.min}
          className="w-40"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Button type="submit" variant={props.variant ?? 'default'} disabled={props.pending}>
        {props.buttonLabel}
      </Button>
    </form>
  );
}
