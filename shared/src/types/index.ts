// Domain types: the shapes the API answers (spec section 3, DESIGN.md section 4). A field that
// the API sends as null when the content has none is typed `| null` (media an operator has not
// uploaded yet, a course without an instructor, a blog post without an author).

/** DESIGN.md section 11: every user has one; the server reads it from the database. */
export type UserRole = 'learner' | 'staff' | 'admin';

export interface UserProfile {
  id: number;
  user_id: number;
  username: string;
  email: string;
  role?: UserRole;
}

export interface AuthResponse {
  access: string;
}

export interface Instructor {
  id: number;
  name: string;
  image: string | null;
  review: string;
  mobile_number: string;
  /** Spelt so by the API contract. */
  LinkdIn: string;
}

export interface LessonSummary {
  id: number;
  name: string;
}

export interface Comment {
  id: number;
  username: string;
  text: string;
  created_at: string;
  user: number;
  lesson: number;
}

/** A lesson as a learner who paid receives it: signed media URLs and its comments. */
export interface Lesson extends LessonSummary {
  course: number;
  /** Signed for this learner; null when the lesson has no video (or PDF) yet. */
  video_file: string | null;
  pdf_file: string | null;
  comments: Comment[];
}

export type CourseStatus = 'Available' | 'Soon' | (string & {});

export interface CourseSummary {
  id: number;
  name: string;
  image: string | null;
  status: CourseStatus;
  category: string;
  price: number;
  price_LE: number;
  price_SR: number;
}

export interface Course extends CourseSummary {
  trailer: string | null;
  description: string;
  /** null when no instructor is assigned (or the instructor was removed). */
  instructor: Instructor | null;
  lessons: LessonSummary[];
  Introduction_1: string;
  Introduction_2: string;
  Introduction_3: string;
  Introduction_4: string;
}

export interface Answer {
  id: number;
  text: string;
  img: string | null;
  is_correct: boolean;
}

export type QuestionType = 'OC' | 'MC';

export interface Question {
  id: number;
  text: string;
  question_type: QuestionType;
  img: string | null;
  explanation: string;
  answers: Answer[];
}

export interface ExamSummary {
  id: number;
  name: string;
}

/** A topic quiz or a practice exam with its questions. */
export interface Exam extends ExamSummary {
  questions: Question[];
}

export interface BlogPost {
  id: number;
  title: string;
  content: string;
  image: string | null;
  pdf: string | null;
  author_name: string | null;
  date_posted: string;
}

export interface PaidCheck {
  paid: boolean;
}
