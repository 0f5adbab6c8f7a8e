import { describe, expect, it } from 'vitest';
import { selectedRoleFor } from './selected-role.ts';

describe('selectedRoleFor', () => {
  it('uses the catalogue description when the catalogue has the title', () => {
    const catalogue = [
      { job_title: 'DevOps Engineer', job_description: 'Runs CI/CD pipelines on Kubernetes.' },
    ];
    expect(selectedRoleFor('DevOps Engineer', 'local text', catalogue)).toEqual({
      label: 'DevOps Engineer',
      value: 'DevOps Engineer',
      job_description: 'Runs CI/CD pipelines on Kubernetes.',
    });
  });

  it('matches the title regardless of case and surrounding spaces', () => {
    const catalogue = [{ job_title: ' customer success ', job_description: 'Renewals.' }];
    expect(selectedRoleFor('Customer Success', 'local text', catalogue).job_description).toBe('Renewals.');
  });

  it('falls back to the local description when the catalogue lacks the title or is not loaded', () => {
    expect(
      selectedRoleFor('Support Engineer', 'local text', [{ job_title: 'Other', job_description: 'x' }]),
    ).toEqual({ label: 'Support Engineer', value: 'Support Engineer', job_description: 'local text' });
    expect(selectedRoleFor('Support Engineer', 'local text').job_description).toBe('local text');
  });
});
