import { paths } from '../app/paths.ts';
import { PhotoRecognitionScreen } from '../features/photo-recognition/photo-recognition-screen.tsx';
import { Screen } from '../features/shell/screen.tsx';

export function Component() {
  return (
    <Screen heading="Herkenning via foto" backTo={paths.recognise}>
      <PhotoRecognitionScreen />
    </Screen>
  );
}
