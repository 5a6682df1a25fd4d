import {
  agencyMessages,
  authFormMessages,
  authMessages,
  commonMessages,
  type SignUpInput,
  signUpSchema,
  type z,
} from '@immopilote/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldName, type Path, type Resolver, useForm } from 'react-hook-form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { showFormError, useRecheckErrorsOnChange } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';

type Mode = SignUpInput['mode'];

/** Every field of both modes; the schema's discriminated union keeps only those of the chosen mode. */
export interface SignUpFormValues {
  mode: Mode;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  agencyName: string;
  agencyAddress: string;
  agencyCity: string;
  agencyZip: string;
  agencyCode: string;
  /** The token of an invitation link (issue 27), sent back with a join; never typed. */
  invitation?: string;
}

const FIELDS: readonly Path<SignUpFormValues>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'agencyName',
  'agencyAddress',
  'agencyCity',
  'agencyZip',
  'agencyCode',
];
const MODE_FIELDS: Record<Mode, readonly Path<SignUpFormValues>[]> = {
  create: ['agencyName', 'agencyAddress', 'agencyCity', 'agencyZip'],
  join: ['agencyCode'],
};

const EMPTY: SignUpFormValues = {
  mode: 'create',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  agencyName: '',
  agencyAddress: '',
  agencyCity: '',
  agencyZip: '',
  agencyCode: '',
};

/** A field both modes have: the only names the schema's union type knows. */
const isSharedField = (name: FieldName<SignUpFormValues>): name is FieldName<SignUpInput> =>
  !MODE_FIELDS.create.includes(name) && !MODE_FIELDS.join.includes(name);

// The form holds both modes' fields; zod validates the branch named by `mode`. The fields being
// checked are named to the resolver for its error paths only (none is a list here).
const schemaResolver = zodResolver(signUpSchema);
const resolver: Resolver<SignUpFormValues, unknown, z.output<typeof signUpSchema>> = (
  values,
  context,
  options,
) => schemaResolver(values, context, { ...options, names: options.names?.filter(isSharedField) });

/**
 * An invitation link (/signup?mode=join&code=…&email=…&invitation=…) opens the join tab with the
 * agency code and the invited address filled in.
 */
function prefilled(params: URLSearchParams): SignUpFormValues {
  if (params.get('mode') !== 'join') return EMPTY;
  const invitation = params.get('invitation');
  return {
    ...EMPTY,
    mode: 'join',
    agencyCode: params.get('code') ?? '',
    email: params.get('email') ?? '',
    ...(invitation ? { invitation } : {}),
  };
}

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [params] = useSearchParams();
  const [initial] = useState(() => prefilled(params));
  const form = useForm<SignUpFormValues, unknown, z.output<typeof signUpSchema>>({
    resolver,
    defaultValues: initial,
  });
  useRecheckErrorsOnChange(form);
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch('mode');

  function switchMode(next: string) {
    const nextMode = next as Mode;
    form.setValue('mode', nextMode);
    // Errors of the tab being left would otherwise linger unseen and confuse screen readers.
    form.clearErrors([...MODE_FIELDS[nextMode === 'create' ? 'join' : 'create']]);
  }

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const result = await signUp.mutateAsync(input);
      if (result.existingAccount) toast.info(authMessages.existingAccountTitle, authMessages.existingAccount);
      else toast.success(authMessages.signupSuccessTitle, authMessages.signupSuccess);
      await navigate(result.next, { replace: true });
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: FIELDS,
        toastTitle: authMessages.signUpFailedTitle,
        fallback: authMessages.somethingWentWrong,
      });
    }
  });

  const field = (name: Exclude<Path<SignUpFormValues>, 'mode'>) => ({
    error: errors[name]?.message,
    required: true,
  });

  return (
    <Tabs value={mode} onValueChange={switchMode} className="space-y-5">
      <TabsList aria-label={authFormMessages.signupMode}>
        <TabsTrigger value="create">{authFormMessages.createAgency}</TabsTrigger>
        <TabsTrigger value="join">{authFormMessages.joinAgency}</TabsTrigger>
      </TabsList>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {initial.invitation && mode === 'join' && (
          <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
            {agencyMessages.invitedNotice}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={commonMessages.firstNameLabel} {...field('firstName')}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label={commonMessages.lastNameLabel} {...field('lastName')}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
        </div>
        <Field label={authMessages.emailLabel} {...field('email')}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={commonMessages.phoneLabel} {...field('phone')}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field label={authMessages.passwordLabel} {...field('password')} hint={authFormMessages.passwordHint}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <TabsContent value="create" className="space-y-4">
          <Field label={authFormMessages.agencyName} {...field('agencyName')}>
            <Input autoComplete="organization" {...form.register('agencyName')} />
          </Field>
          <Field label={authFormMessages.agencyAddress} {...field('agencyAddress')}>
            <Input autoComplete="street-address" {...form.register('agencyAddress')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={commonMessages.cityLabel} {...field('agencyCity')}>
              <Input autoComplete="address-level2" {...form.register('agencyCity')} />
            </Field>
            <Field label={commonMessages.zipLabel} {...field('agencyZip')}>
              <Input inputMode="numeric" autoComplete="postal-code" {...form.register('agencyZip')} />
            </Field>
          </div>
        </TabsContent>
        <TabsContent value="join" className="space-y-4">
          <Field
            label={authFormMessages.agencyCode}
            {...field('agencyCode')}
            hint={authFormMessages.agencyCodeHint}
          >
            <Input autoCapitalize="characters" className="uppercase" {...form.register('agencyCode')} />
          </Field>
        </TabsContent>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? authMessages.creating : authFormMessages.createAccount}
        </Button>
      </form>
    </Tabs>
  );
}
