export type Point = { x: number; y: number };

/**
 * How far the head may turn and still count as facing the camera (ADR 067). Both measures are taken in the frame of
 * the eye line, so a tilted head (roll) changes neither.
 * - yaw: horizontal offset of the nose tip from the midpoint between the eye centres, divided by the distance
 *   between the eye centres. About 0 facing the camera; 0.2 is roughly a 25-30 degree turn.
 * - pitch: drop from the eye line to the nose tip, divided by the drop from the eye line to the chin. About 0.39
 *   facing the camera (mean 68-point face); looking down raises it, looking up lowers it.
 */
export const FACING_LIMITS = { maxYaw: 0.2, minPitch: 0.25, maxPitch: 0.55 } as const;

/** Indices in the 68-point (iBUG 300-W) landmark layout that face-api returns. */
const RIGHT_EYE = [36, 37, 38, 39, 40, 41];
const LEFT_EYE = [42, 43, 44, 45, 46, 47];
const NOSE_TIP = 30;
const CHIN = 8;

function centre(points: readonly Point[], indices: readonly number[]): Point {
  let x = 0;
  let y = 0;
  for (const index of indices) {
    x += points[index]!.x;
    y += points[index]!.y;
  }
  return { x: x / indices.length, y: y / indices.length };
}

export type HeadPose = { yaw: number; pitch: number };

/** Yaw and pitch ratios from 68 landmarks (image coordinates, y down), or null when the points make no face. */
export function headPose(points: readonly Point[]): HeadPose | null {
  if (points.length < 68) return null;
  const eyeA = centre(points, RIGHT_EYE);
  const eyeB = centre(points, LEFT_EYE);
  const eyeDistance = Math.hypot(eyeB.x - eyeA.x, eyeB.y - eyeA.y);
  if (eyeDistance === 0) return null;
  // Unit vectors along the eye line and perpendicular to it (pointing down the face).
  const along = { x: (eyeB.x - eyeA.x) / eyeDistance, y: (eyeB.y - eyeA.y) / eyeDistance };
  const down = { x: -along.y, y: along.x };
  const middle = { x: (eyeA.x + eyeB.x) / 2, y: (eyeA.y + eyeB.y) / 2 };
  const nose = points[NOSE_TIP]!;
  const chin = points[CHIN]!;
  const project = (p: Point, axis: Point) => (p.x - middle.x) * axis.x + (p.y - middle.y) * axis.y;
  const chinDrop = project(chin, down);
  if (chinDrop <= 0) return null;
  return { yaw: project(nose, along) / eyeDistance, pitch: project(nose, down) / chinDrop };
}

export function isFacingCamera(points: readonly Point[]): boolean {
  const pose = headPose(points);
  if (!pose) return false;
  return (
    Math.abs(pose.yaw) <= FACING_LIMITS.maxYaw &&
    pose.pitch >= FACING_LIMITS.minPitch &&
    pose.pitch <= FACING_LIMITS.maxPitch
  );
}

export type EyeContact = { percent: number; samples: number };

/** Share of samples facing the camera; a sample without a face counts as not facing. Null without samples. */
export function eyeContactResult(samples: number, facing: number): EyeContact | null {
  if (samples <= 0) return null;
  return { percent: Math.round((facing / samples) * 1000) / 10, samples };
}
