import type { SwapPreview, SwapStatus } from '../../features/swap/types';
import { useTranslate } from '../../i18n/useTranslate';

/** The swap's transactions in order, each done, current (`aria-current="step"`) or to come. */
export function SwapSteps({ preview, status }: { preview: SwapPreview; status: SwapStatus }) {
  const t = useTranslate();
  if (preview.batched && !preview.approved)
    return (
      <ol className="portico-swap-steps" aria-label={t('swap.steps')}>
        <li data-state="current" aria-current="step">
          {t('swap.step.batch', { symbol: preview.from.symbol })}
        </li>
      </ol>
    );
  return (
    <ol className="portico-swap-steps" aria-label={t('swap.steps')}>
      {preview.steps.map((step) => {
        // The swap is never shown done: its success leaves for Account.
        const done = step === 'approve' && preview.approved;
        const current = !done && (step === 'swap' ? preview.approved : true);
        const busy =
          current &&
          (step === 'approve'
            ? status === 'approving' || status === 'approvalPending'
            : status === 'swapping' || status === 'swapPending');
        return (
          <li
            key={step}
            data-state={done ? 'done' : current ? 'current' : 'pending'}
            data-busy={busy ? '' : undefined}
            aria-current={current ? 'step' : undefined}
          >
            {step === 'approve'
              ? t('swap.step.approve', { symbol: preview.from.symbol })
              : t('swap.step.swap')}
            {done ? <span className="portico-tag">{t('swap.step.done')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
