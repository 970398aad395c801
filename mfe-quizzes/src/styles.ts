// The quizzes' stylesheet, exposed as ./styles: the prerender links it from every page that shows
// the remote's markup (the quizzes page, the home page's Tool Finder). Islands bring none of their own.
import './styles.css';
