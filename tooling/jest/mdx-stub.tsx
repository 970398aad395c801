// Jest does not compile MDX; an article body stands in as one paragraph naming its file.
export default function ArticleBodyStub() {
  return <p>article body</p>;
}
