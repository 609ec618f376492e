import { fieldErrorsOf } from '../../../components/form.tsx';
import { loadable } from '../../../components/queries.ts';
import { useBanks } from '../finance.api.ts';
import { usePaymentProviders, useSavePaymentProvider } from './payment-providers.api.ts';
import { PaymentProvidersView } from './payment-providers.view.tsx';

/** The school's Paystack and Flutterwave settings (superadmin). */
export default function PaymentProvidersRoute() {
  const providers = usePaymentProviders();
  const banks = useBanks();
  const save = useSavePaymentProvider();
  return (
    <PaymentProvidersView
      providers={loadable(providers)}
      banks={(banks.data ?? []).map((bank) => ({
        value: bank.queryId,
        label: `${bank.bank_name} ${bank.account_number}`,
      }))}
      saving={save.isPending ? save.variables.provider : null}
      errors={save.variables ? { [save.variables.provider]: fieldErrorsOf(save.error) } : {}}
      onSave={(provider, input) => save.mutate({ provider, input })}
      onRetry={() => void providers.refetch()}
    />
  );
}
