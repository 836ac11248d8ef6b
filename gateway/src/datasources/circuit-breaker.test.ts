import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type Admission, type CallOutcome } from './circuit-breaker.ts';

const OPTIONS = { failureThreshold: 3, failureWindowMs: 1_000, coolDownMs: 500 };

function breaker() {
  let now = 10_000;
  const circuit = new CircuitBreaker(OPTIONS, () => now);
  const call = (outcome: CallOutcome): Admission | null => {
    const admission = circuit.admit();
    if (admission) circuit.settle(admission, outcome);
    return admission;
  };
  return { circuit, call, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures and then refuses every call', () => {
    const { circuit, call } = breaker();
    call('failure');
    call('failure');
    expect(circuit.state).toBe('closed');
    call('failure');
    expect(circuit.state).toBe('open');
    expect(circuit.admit()).toBeNull();
  });

  it('forgets failures when a call succeeds in between', () => {
    const { circuit, call } = breaker();
    call('failure');
    call('failure');
    call('success');
    call('failure');
    call('failure');
    expect(circuit.state).toBe('closed');
  });

  it('does not count neutral outcomes, and forgets a run of failures older than the window', () => {
    const { circuit, call, advance } = breaker();
    call('failure');
    call('neutral');
    call('failure');
    advance(OPTIONS.failureWindowMs + 1);
    call('failure');
    call('failure');
    expect(circuit.state).toBe('closed');
    call('failure');
    expect(circuit.state).toBe('open');
  });

  it('lets one trial call through after the cool-down; its success closes the circuit', () => {
    const { circuit, call, advance } = breaker();
    for (let i = 0; i < 3; i += 1) call('failure');
    advance(OPTIONS.coolDownMs - 1);
    expect(circuit.admit()).toBeNull();
    advance(1);
    expect(circuit.state).toBe('half-open');
    expect(circuit.admit()).toBe('trial');
    // While the trial is out, everyone else is still refused at once.
    expect(circuit.admit()).toBeNull();
    circuit.settle('trial', 'success');
    expect(circuit.state).toBe('closed');
    expect(call('failure')).toBe('call');
    expect(circuit.state).toBe('closed');
  });

  it('opens again for a whole cool-down when the trial fails', () => {
    const { circuit, call, advance } = breaker();
    for (let i = 0; i < 3; i += 1) call('failure');
    advance(OPTIONS.coolDownMs);
    expect(call('failure')).toBe('trial');
    expect(circuit.state).toBe('open');
    advance(OPTIONS.coolDownMs - 1);
    expect(circuit.admit()).toBeNull();
  });

  it('frees the trial slot when the trial tells nothing', () => {
    const { circuit, call, advance } = breaker();
    for (let i = 0; i < 3; i += 1) call('failure');
    advance(OPTIONS.coolDownMs);
    expect(call('neutral')).toBe('trial');
    expect(circuit.state).toBe('half-open');
    expect(circuit.admit()).toBe('trial');
  });
});
