import { paths } from '#shared/paths/paths.ts';
import { PhotoRecognitionScreen } from '../features/photo-recognition/photo-recognition-screen.tsx';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Herkenning via foto" backTo={paths.recognise}>
      <PhotoRecognitionScreen />
    </Screen>
  );
}
