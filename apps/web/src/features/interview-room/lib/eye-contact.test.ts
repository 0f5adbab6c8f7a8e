import { describe, expect, it } from 'vitest';
import { eyeContactResult, headPose, isFacingCamera, type Point } from './eye-contact.ts';

/**
 * A frontal face in the 68-point layout, built from the mean shape's key positions (unit box, y down): eye
 * centres at x 0.31 / 0.69 and y 0.39, nose tip at (0.5, 0.63), chin at (0.5, 1.0). Other points sit at the centre.
 */
function face({ noseX = 0.5, noseY = 0.63, chinY = 1 } = {}): Point[] {
  const points: Point[] = Array.from({ length: 68 }, () => ({ x: 0.5, y: 0.6 }));
  for (let i = 36; i <= 41; i += 1) points[i] = { x: 0.31 + (i % 2 ? 0.02 : -0.02), y: 0.39 };
  for (let i = 42; i <= 47; i += 1) points[i] = { x: 0.69 + (i % 2 ? 0.02 : -0.02), y: 0.39 };
  points[30] = { x: noseX, y: noseY };
  points[8] = { x: 0.5, y: chinY };
  return points;
}

/** Rotates and scales every point about the origin, as a tilted head further from the camera would look. */
function transform(points: Point[], angle: number, scale: number, shift: number): Point[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return points.map(({ x, y }) => ({
    x: (x * cos - y * sin) * scale + shift,
    y: (x * sin + y * cos) * scale + shift,
  }));
}

describe('headPose', () => {
  it('measures a frontal face as centred', () => {
    const pose = headPose(face())!;
    expect(pose.yaw).toBeCloseTo(0, 5);
    expect(pose.pitch).toBeCloseTo(0.24 / 0.61, 5);
  });

  it('does not change when the head tilts or the face is smaller and elsewhere', () => {
    const turned = face({ noseX: 0.55 });
    const pose = headPose(turned)!;
    const moved = headPose(transform(turned, 0.4, 320, 100))!;
    expect(moved.yaw).toBeCloseTo(pose.yaw, 5);
    expect(moved.pitch).toBeCloseTo(pose.pitch, 5);
  });

  it('rejects too few points', () => {
    expect(headPose(face().slice(0, 60))).toBeNull();
  });
});

describe('isFacingCamera', () => {
  it('accepts a frontal face and a slight turn', () => {
    expect(isFacingCamera(face())).toBe(true);
    expect(isFacingCamera(face({ noseX: 0.56 }))).toBe(true);
    expect(isFacingCamera(transform(face({ noseX: 0.45 }), -0.3, 500, 40))).toBe(true);
  });

  it('refuses a head turned to either side', () => {
    expect(isFacingCamera(face({ noseX: 0.6 }))).toBe(false);
    expect(isFacingCamera(face({ noseX: 0.4 }))).toBe(false);
  });

  it('refuses a head looking down or up', () => {
    expect(isFacingCamera(face({ noseY: 0.76 }))).toBe(false);
    expect(isFacingCamera(face({ noseY: 0.5 }))).toBe(false);
  });
});

describe('eyeContactResult', () => {
  it('gives the facing share in percent with one decimal', () => {
    expect(eyeContactResult(3, 2)).toEqual({ percent: 66.7, samples: 3 });
    expect(eyeContactResult(10, 10)).toEqual({ percent: 100, samples: 10 });
  });

  it('gives nothing when no sample was taken', () => {
    expect(eyeContactResult(0, 0)).toBeNull();
  });
});
