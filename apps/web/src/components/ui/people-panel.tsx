import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { ConfirmAction } from './confirm-action';
import { FormError } from './form-error';
import { FormField } from './form-field';

export interface Person {
  _id: string;
  name: string;
  email: string;
}

interface PeoplePanelProps {
  /** The section's heading and its name for screen readers, in the page's language. */
  heading: string;
  /** The heading's level where the panel sits (h3 inside a card under an h2). */
  headingLevel?: 'h2' | 'h3';
  label: string;
  className?: string;
  /** A line under the heading (what these people may do). */
  intro?: ReactNode;
  people: Person[];
  empty: string;
  /** Whether the caller adds and removes people here; otherwise the list only. */
  canChange: boolean;
  /** What removing one means, for the confirmation. */
  removeDescription: (person: Person) => string;
  removeLabel: string;
  onRemove: (person: Person) => Promise<unknown>;
  /** The e-mail field's label and the add button's. */
  emailLabel: string;
  addLabel: string;
  /** Adds the person with this e-mail; throws on failure (then `addError` says why). */
  onAdd: (email: string) => Promise<unknown>;
  adding: boolean;
  addError: string | null;
}

/** A short list of people named by e-mail (a bank's managers, a drive's team): each with a remove, and an add form. */
export function PeoplePanel(props: PeoplePanelProps) {
  const [email, setEmail] = useState('');
  const Heading = props.headingLevel ?? 'h2';

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await props.onAdd(email.trim());
      setEmail('');
    } catch {
      // Shown under the form.
    }
  }

  return (
    <section aria-label={props.label} className={cn('space-y-3', props.className)}>
      <Heading className="font-semibold">{props.heading}</Heading>
      {props.intro}
      {props.people.length === 0 ? (
        <p className="text-sm text-stone-700">{props.empty}</p>
      ) : (
        <ul className="space-y-1">
          {props.people.map((person) => (
            <li key={person._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-words">
                {person.name} <span className="text-stone-600">({person.email})</span>
              </span>
              {props.canChange && (
                <ConfirmAction
                  trigger={
                    <Button variant="ghost" size="sm">
                      {props.removeLabel}
                    </Button>
                  }
                  description={props.removeDescription(person)}
                  confirmLabel={props.removeLabel}
                  onConfirm={() => props.onRemove(person)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {props.canChange && (
        <>
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <FormField label={props.emailLabel}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    autoComplete="off"
                    className={`${control.className} h-11`}
                  />
                )}
              </FormField>
            </div>
            <Button type="submit" variant="secondary" busy={props.adding}>
              {props.addLabel}
            </Button>
          </form>
          <FormError message={props.addError} />
        </>
      )}
    </section>
  );
}
