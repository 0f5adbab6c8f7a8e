import { describe, expect, it } from 'vitest';
import { addJobTitleBody, ADMIN_MSG } from '@rehearse/contracts';
import { descriptionTone, JOB_DESCRIPTION_LIMITS } from './description-tone.ts';

const body = (length: number) => ({ job_title: 'Data Engineer', job_description: 'a'.repeat(length) });
const descriptionError = (length: number) =>
  addJobTitleBody.safeParse(body(length)).error?.issues.find((issue) => issue.path[0] === 'job_description')
    ?.message;

describe('job description counter', () => {
  it('is red below the minimum and at the maximum, green in between', () => {
    expect(descriptionTone(0)).toBe('error');
    expect(descriptionTone(29)).toBe('error');
    expect(descriptionTone(30)).toBe('ok');
    expect(descriptionTone(1999)).toBe('ok');
    expect(descriptionTone(2000)).toBe('error');
  });

  it('uses the limits of the add-job-title schema', () => {
    const { min, max } = JOB_DESCRIPTION_LIMITS;
    expect(descriptionError(min - 1)).toBe(ADMIN_MSG.jobDescriptionMin);
    expect(descriptionError(min)).toBeUndefined();
    expect(descriptionError(max)).toBeUndefined();
    expect(descriptionError(max + 1)).toBe(ADMIN_MSG.jobDescriptionMax);
  });
});
