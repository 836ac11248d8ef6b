import { splitSeconds, twoDigits } from './countdown.ts';
import { useCountdown } from './use-countdown.ts';
import { domainMessageId } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './countdown-timer.css';

/** Days, hours, minutes and seconds to go, then 'Time's up!'. */
export function CountdownTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const left = useCountdown(seconds);
  if (left === 0) return <p className="countdown-timer__over">{t(domainMessageId('timesUp'))}</p>;
  const parts = splitSeconds(left);
  const units = [
    { label: t('countdown.days'), value: parts.days },
    { label: t('countdown.hours'), value: parts.hours },
    { label: t('countdown.minutes'), value: parts.minutes },
    { label: t('countdown.seconds'), value: parts.seconds },
  ];
  return (
    <div className="countdown-timer" role="timer" aria-label={t('countdown.label')}>
      {units.map((unit) => (
        <div key={unit.label} className="countdown-timer__unit">
          <span className="countdown-timer__value">{twoDigits(unit.value)}</span>
          <span className="countdown-timer__label">{unit.label}</span>
        </div>
      ))}
    </div>
  );
}
