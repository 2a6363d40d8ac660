import { paths } from '#shared/paths/paths.ts';
import { PhotoRecognitionScreen } from '../features/photo-recognition/index.ts';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Herkenning via foto" backTo={paths.recognise}>
      <PhotoRecognitionScreen />
    </Screen>
  );
}
