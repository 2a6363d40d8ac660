/** Public entry of the campaign segment and referral code (`?t=`, `?refcode=`). */
export {
  REFERRAL_STORAGE_KEY,
  SEGMENTS,
  storedReferralCode,
  storedSegment,
  type Segment,
} from './segment-storage.ts';
export { useCaptureSegment } from './use-capture-segment.ts';
