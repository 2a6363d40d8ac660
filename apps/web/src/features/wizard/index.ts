/** Public entry of the determination wizard ('Herkennen met vragen'). */
export { WizardScreen } from './wizard-screen.tsx';
